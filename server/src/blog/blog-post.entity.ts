import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { MediaAsset } from "../media/media-asset.entity.js";
import { sanitizeStoredHtml } from "./sanitize.js";

/** A post of the blog. `content` is HTML sanitised when it is saved and again when it is read (blog/sanitize.ts). */
@ObjectType({ description: "A post of the blog, written by the owner." })
@Entity({ name: "blog_posts" })
@Index(["createdAt"])
export class BlogPost {
  @Field(() => ID, { description: "Identifier of the post (the REST shims' blogId)." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Title." })
  @Column({ type: "varchar", length: 200 })
  title: string;

  @Field(() => String, { nullable: true, description: "Title in Tamil; null: the English title shows." })
  @Column({ type: "varchar", length: 200, nullable: true })
  titleTa: string | null;

  @Field(() => String, { description: "Short plain-text summary shown on the list's card." })
  @Column({ type: "varchar", length: 1000 })
  excerpt: string;

  @Field(() => String, { nullable: true, description: "Summary in Tamil; null: the English one shows." })
  @Column({ type: "varchar", length: 1000, nullable: true })
  excerptTa: string | null;

  @Field(() => String, { description: "The post as HTML, sanitised on the server when it is saved and when it is read." })
  // Every read from the table goes through today's sanitiser, whatever wrote the row.
  @Column({ type: "text", transformer: { from: sanitizeStoredHtml, to: (html: string) => html } })
  content: string;

  @Field(() => String, { nullable: true, description: "The post in Tamil as HTML, sanitised like `content`; null: the English post shows." })
  @Column({
    type: "text",
    nullable: true,
    transformer: { from: (html: string | null) => (html == null ? null : sanitizeStoredHtml(html)), to: (html: string | null) => html },
  })
  contentTa: string | null;

  /** Tags joined with commas (a tag never holds a comma: the spec splits on them). */
  @Column({ type: "varchar", length: 500, default: "" })
  tagsText: string;

  @Field(() => String, { nullable: true, description: "Author's name; null shows 'Unknown Author'." })
  @Column({ type: "varchar", length: 120, nullable: true })
  author: string | null;

  @Field(() => MediaAsset, { nullable: true, description: "Cover image." })
  @ManyToOne(() => MediaAsset, { onDelete: "RESTRICT", nullable: true })
  @JoinColumn({ name: "imageId" })
  image: MediaAsset | null;

  @Field(() => ID, { nullable: true, description: "Identifier of the cover image (an uploadMedia id)." })
  @Column({ type: "int", nullable: true })
  imageId: number | null;

  @Field(() => Date, { description: "When the post was published (the REST shims' cdate)." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @Field(() => Date, { description: "When the post was last changed." })
  @UpdateDateColumn({ type: "datetime" })
  updatedAt: Date;

  /** Visible comments, filled in by the service in one grouped query for a whole page. */
  commentCount?: number;
}
