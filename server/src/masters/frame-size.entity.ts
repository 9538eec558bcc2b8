import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/**
 * A frame a print can be ordered in: a print size and a frame name, e.g. 12x18 (Classic Black), and
 * its outer size in centimetres with the frame (what the buyer hangs; the storefront's "View on a
 * wall" draws it to scale). The outer size is written for the size as listed: width is the side of
 * the first number (the 12 in of 12x18). A print of a landscape photograph hangs turned.
 */
@ObjectType({ description: "A frame a print can be ordered in (frame master)." })
@Entity({ name: "frame_sizes" })
export class FrameSize {
  @Field(() => ID, { description: "Identifier of the frame size." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Print size, e.g. '12x18'." })
  @Column({ type: "varchar", length: 40 })
  size: string;

  @Field(() => String, { description: "Frame name, e.g. 'Classic Black'." })
  @Column({ type: "varchar", length: 80 })
  name: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "Outer width in whole centimetres, frame and mount included, for the size as written (12x18: the side of the 12 in). Null for a frame whose size was never measured.",
  })
  @Column({ type: "int", nullable: true })
  widthCm: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Outer height in whole centimetres, frame and mount included (12x18: the side of the 18 in). Null for a frame whose size was never measured.",
  })
  @Column({ type: "int", nullable: true })
  heightCm: number | null;

  /** size|name in lower case: unique regardless of case. */
  @Column({ type: "varchar", length: 130, unique: true })
  sizeKey: string;

  /** Display order (the spec's first frame is the first in this order). */
  @Column({ type: "int", default: 0 })
  position: number;

  @Field(() => String, { description: "Size followed by the name in brackets, e.g. '12x18 (Classic Black)'." })
  get label(): string {
    return `${this.size} (${this.name})`;
  }

  @Field(() => Date, { description: "When the frame size was added." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
