import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { GalleryItem } from "../gallery/gallery-item.entity.js";

/**
 * A visitor's interest in a gallery photograph. The title, category and locations are copied at
 * submission so the owner still knows what was asked about after the photograph is removed.
 */
@ObjectType({ description: "A visitor's interest in a gallery photograph." })
@Entity({ name: "interest_submissions" })
export class InterestSubmission {
  @Field(() => ID, { description: "Identifier of the submission." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Visitor's name." })
  @Column({ type: "varchar", length: 100 })
  name: string;

  @Field(() => String, { description: "Visitor's email address." })
  @Column({ type: "varchar", length: 254 })
  email: string;

  @Field(() => String, { description: "Visitor's phone number (may be empty)." })
  @Column({ type: "varchar", length: 30 })
  phone: string;

  @Field(() => String, { description: "Visitor's message (may be empty)." })
  @Column({ type: "text" })
  message: string;

  @ManyToOne(() => GalleryItem, { nullable: true, onDelete: "SET NULL" })
  @JoinColumn({ name: "galleryItemId" })
  galleryItem: GalleryItem | null;

  @Field(() => ID, { nullable: true, description: "The gallery group asked about; null once it is deleted." })
  @Column({ type: "int", nullable: true })
  galleryItemId: number | null;

  @Field(() => String, { description: "Title of the photograph at the time of the submission." })
  @Column({ type: "varchar", length: 200 })
  imageTitle: string;

  @Field(() => String, { description: "Its category's stored name at the time of the submission, e.g. 'songbirds'." })
  @Column({ type: "varchar", length: 120 })
  categoryName: string;

  @Field(() => String, { description: "The category for display: the first letter capitalised ('songbirds' shows as 'Songbirds')." })
  get categoryDisplayName(): string {
    const n = this.categoryName.trim();
    return n.charAt(0).toUpperCase() + n.slice(1);
  }

  @Field(() => String, { description: "Its locations at the time of the submission, comma-separated." })
  @Column({ type: "varchar", length: 500 })
  locationName: string;

  @Field(() => Date, { description: "When the visitor sent it." })
  @CreateDateColumn({ type: "datetime" })
  submittedAt: Date;
}
