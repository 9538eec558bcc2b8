import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, JoinColumn, JoinTable, ManyToMany, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { GalleryCategory } from "../masters/gallery-category.entity.js";
import { Location } from "../masters/location.entity.js";
import { GalleryImage } from "./gallery-image.entity.js";

/** A gallery group: images that share one title and group id (the old site's `tittle_id`). */
@ObjectType({ description: "A gallery group: images sharing one title and group id." })
@Entity({ name: "gallery_items" })
export class GalleryItem {
  @Field(() => ID, { description: "Identifier of the group." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Title shared by the images of the group." })
  @Column({ type: "varchar", length: 200 })
  title: string;

  @Field(() => String, { nullable: true, description: "Title in Tamil; null: the English title shows." })
  @Column({ type: "varchar", length: 200, nullable: true })
  titleTa: string | null;

  @Field(() => String, { description: "Description shown on the card (may be empty)." })
  @Column({ type: "text" })
  description: string;

  @Field(() => String, { nullable: true, description: "Description in Tamil; null: the English one shows." })
  @Column({ type: "text", nullable: true })
  descriptionTa: string | null;

  @Field(() => String, { description: "Group id (the REST shims' tittle_id)." })
  @Column({ type: "varchar", length: 40, unique: true })
  groupId: string;

  @Field(() => GalleryCategory, { nullable: true, description: "Bird category of the group." })
  @ManyToOne(() => GalleryCategory, { nullable: true, onDelete: "RESTRICT" })
  @JoinColumn({ name: "categoryId" })
  category: GalleryCategory | null;

  @Field(() => ID, { nullable: true, description: "Identifier of the category." })
  @Column({ type: "int", nullable: true })
  categoryId: number | null;

  @Field(() => [Location], { description: "Locations where the photographs were taken, sorted by name." })
  @ManyToMany(() => Location, { onDelete: "CASCADE" })
  @JoinTable({
    name: "gallery_item_locations",
    joinColumn: { name: "galleryItemId", referencedColumnName: "id" },
    inverseJoinColumn: { name: "locationId", referencedColumnName: "id" },
  })
  locations: Location[];

  @Field(() => [GalleryImage], { description: "Images of the group, in upload order." })
  @OneToMany(() => GalleryImage, (image) => image.item)
  images: GalleryImage[];

  /** Issue 46: words search finds the group by besides its texts; NULL in rows older than the column reads as none. */
  @Field(() => [String], {
    description: "Words search finds the group by besides its texts (a scientific name, another common name, a Tamil name): at most 20, each 1–60 characters.",
  })
  @Column({ type: "simple-json", nullable: true, transformer: { from: (v: string[] | null) => v ?? [], to: (v: string[] | null | undefined) => v } })
  searchKeywords: string[];

  @Field(() => Date, { description: "When the group was created." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @UpdateDateColumn({ type: "datetime" })
  updatedAt: Date;
}
