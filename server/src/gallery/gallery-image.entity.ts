import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { MediaAsset } from "../media/media-asset.entity.js";
import type { GalleryItem } from "./gallery-item.entity.js";

/** One photograph of a gallery group. */
@ObjectType({ description: "One photograph of a gallery group." })
@Entity({ name: "gallery_images" })
@Index(["itemId", "position"])
export class GalleryImage {
  @Field(() => ID, { description: "Identifier of the image (used to delete one image)." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @ManyToOne("GalleryItem", "images", { onDelete: "CASCADE", nullable: false })
  @JoinColumn({ name: "itemId" })
  item: GalleryItem;

  @Column({ type: "int" })
  itemId: number;

  @Field(() => MediaAsset, { description: "The image file with its sizes and EXIF facts." })
  @ManyToOne(() => MediaAsset, { onDelete: "RESTRICT", nullable: false })
  @JoinColumn({ name: "assetId" })
  image: MediaAsset;

  @Column({ type: "int" })
  assetId: number;

  @Field(() => String, { description: "Title of the image (the group's title)." })
  @Column({ type: "varchar", length: 200 })
  title: string;

  @Field(() => Int, { description: "Order of the image within its group, from 0." })
  @Column({ type: "int" })
  position: number;
}
