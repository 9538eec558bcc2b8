import { Authorized, Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { BlogPost } from "./blog-post.entity.js";
import { FULFILMENT } from "../core/roles.js";

/** A visitor's comment on a post: plain text, stored as sent and always rendered as text. */
@ObjectType({ description: "A visitor's comment on a blog post (plain text)." })
@Entity({ name: "blog_comments" })
@Index(["postId", "hidden", "createdAt"])
export class BlogComment {
  @Field(() => ID, { description: "Identifier of the comment." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => BlogPost, { description: "The post commented on." })
  @ManyToOne(() => BlogPost, { onDelete: "CASCADE", nullable: false })
  @JoinColumn({ name: "postId" })
  post: BlogPost;

  @Field(() => ID, { description: "Identifier of the post." })
  @Column({ type: "int" })
  postId: number;

  @Field(() => String, { description: "Name the visitor gave." })
  @Column({ type: "varchar", length: 100 })
  name: string;

  @Authorized("content:write", ...FULFILMENT)
  @Field(() => String, { description: "Admin: the visitor's email (never shown on the site)." })
  @Column({ type: "varchar", length: 254 })
  email: string;

  @Field(() => String, { description: "The comment, as plain text." })
  @Column({ type: "text" })
  comment: string;

  @Field(() => Boolean, { description: "Hidden by the owner: not shown and not counted on the site." })
  @Column({ type: "boolean", default: false })
  hidden: boolean;

  @Field(() => Date, { description: "When it was posted." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
