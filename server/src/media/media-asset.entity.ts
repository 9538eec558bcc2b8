import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@ObjectType({ description: "One generated size of an image." })
export class ImageVariant {
  @Field(() => Int, { description: "Width in pixels." })
  width: number;

  @Field(() => Int, { description: "Height in pixels." })
  height: number;

  @Field(() => String, { description: "Relative URL of the WebP file, under /media." })
  url: string;
}

/**
 * An uploaded image, stored once by content hash. The original (with its metadata) stays private in
 * DATA_DIR/originals; only re-encoded WebP variants are served under /media, carrying the
 * photographer's rights and none of the camera's metadata.
 */
@ObjectType({ description: "An uploaded image, stored once by content hash, with WebP variants and EXIF facts." })
@Entity({ name: "media_assets" })
export class MediaAsset {
  @Field(() => ID, { description: "Identifier of the asset." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  /** SHA-256 of the uploaded bytes, hex. */
  @Column({ type: "varchar", length: 64, unique: true })
  hash: string;

  @Column({ type: "varchar", length: 255 })
  originalName: string;

  @Column({ type: "varchar", length: 16 })
  originalFormat: string;

  @Column({ type: "int" })
  bytes: number;

  @Field(() => Int, { description: "Width in pixels after applying the camera's orientation." })
  @Column({ type: "int" })
  width: number;

  @Field(() => Int, { description: "Height in pixels after applying the camera's orientation." })
  @Column({ type: "int" })
  height: number;

  @Field(() => String, { description: "A tiny blurred WebP preview as a data URI, to show while the image loads." })
  @Column({ type: "text" })
  placeholder: string;

  /** Widths of the generated variants, ascending. */
  @Column({ type: "simple-json" })
  variantWidths: number[];

  /**
   * The rights the served variants were encoded with (image-rights.ts `rightsKeyOf`): also the
   * directory they are in, `/media/<hash>/<rightsKey>/`. Null: an image encoded before the rights
   * were embedded, its variants in `/media/<hash>/` itself.
   */
  @Column({ type: "varchar", length: 16, nullable: true })
  rightsKey: string | null;

  @Field(() => String, { nullable: true, description: "Camera make and model, from EXIF." })
  @Column({ type: "varchar", length: 120, nullable: true })
  camera: string | null;

  @Field(() => String, { nullable: true, description: "Lens model, from EXIF." })
  @Column({ type: "varchar", length: 120, nullable: true })
  lens: string | null;

  @Field(() => String, { nullable: true, description: "Focal length, e.g. '600 mm'." })
  @Column({ type: "varchar", length: 20, nullable: true })
  focalLength: string | null;

  @Field(() => String, { nullable: true, description: "Aperture, e.g. 'f/4'." })
  @Column({ type: "varchar", length: 20, nullable: true })
  aperture: string | null;

  @Field(() => String, { nullable: true, description: "Shutter speed, e.g. '1/2000 s'." })
  @Column({ type: "varchar", length: 20, nullable: true })
  shutterSpeed: string | null;

  @Field(() => Int, { nullable: true, description: "ISO sensitivity." })
  @Column({ type: "int", nullable: true })
  iso: number | null;

  @Field(() => Date, { nullable: true, description: "When the photograph was taken, from EXIF." })
  @Column({ type: "datetime", precision: 3, nullable: true })
  takenAt: Date | null;

  @Field(() => Date, { description: "When the file was uploaded." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}
