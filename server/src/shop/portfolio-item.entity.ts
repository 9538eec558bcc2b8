import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { FrameSize } from "../masters/frame-size.entity.js";
import { ShopCategory, ShopSubcategory } from "../masters/shop-category.entity.js";
import { MediaAsset } from "../media/media-asset.entity.js";

/** A print's limited edition as a buyer and an integrator see it (issue 45). */
@ObjectType({ description: "A limited edition: numbered prints, never more than its size." })
export class Edition {
  @Field(() => Int, { description: "How many prints the edition has (1–500)." }) size: number;
  @Field(() => Int, { description: "Artist's proofs besides the edition (0–5), never sold." }) artistProofs: number;
  @Field(() => Int, { description: "Prints sold, each with its number." }) sold: number;
  @Field(() => Int, { description: "Prints reserved by orders awaiting payment." }) reserved: number;
  @Field(() => Int, { description: "Prints that can still be bought: 0 when sold out or closed." }) remaining: number;
  @Field(() => Boolean, { description: "Closed early by the owner: no more sales." }) closed: boolean;
}

/** The edition of a print as read, or null for an open edition. */
export function editionOf(item: Pick<PortfolioItem, "editionSize" | "artistProofs" | "editionClosed" | "editionSold" | "editionReserved">): Edition | null {
  if (item.editionSize === null || item.editionSize === undefined) return null;
  return {
    size: item.editionSize,
    artistProofs: item.artistProofs,
    sold: item.editionSold,
    reserved: item.editionReserved,
    remaining: item.editionClosed ? 0 : Math.max(0, item.editionSize - item.editionSold - item.editionReserved),
    closed: item.editionClosed,
  };
}

/** A framed print for sale: one photograph with a price per frame size. */
@ObjectType({ description: "A framed print for sale." })
@Entity({ name: "portfolio_items" })
export class PortfolioItem {
  @Field(() => ID, { description: "Identifier of the print (the spec's adId)." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Title of the print." })
  @Column({ type: "varchar", length: 200 })
  title: string;

  @Field(() => String, { nullable: true, description: "Title of the print in Tamil; null: the English title shows." })
  @Column({ type: "varchar", length: 200, nullable: true })
  titleTa: string | null;

  @Field(() => String, { description: "Description of the print." })
  @Column({ type: "text" })
  description: string;

  @Field(() => String, { nullable: true, description: "Description of the print in Tamil; null: the English one shows." })
  @Column({ type: "text", nullable: true })
  descriptionTa: string | null;

  @Field(() => ShopCategory, { description: "Shop category." })
  @ManyToOne(() => ShopCategory, { onDelete: "RESTRICT", nullable: false })
  @JoinColumn({ name: "categoryId" })
  category: ShopCategory;

  @Field(() => ID, { description: "Identifier of the shop category." })
  @Column({ type: "int" })
  categoryId: number;

  @Field(() => ShopSubcategory, { description: "Shop subcategory." })
  @ManyToOne(() => ShopSubcategory, { onDelete: "RESTRICT", nullable: false })
  @JoinColumn({ name: "subcategoryId" })
  subcategory: ShopSubcategory;

  @Field(() => ID, { description: "Identifier of the subcategory." })
  @Column({ type: "int" })
  subcategoryId: number;

  @Field(() => MediaAsset, { description: "The photograph." })
  @ManyToOne(() => MediaAsset, { onDelete: "RESTRICT", nullable: false })
  @JoinColumn({ name: "imageId" })
  image: MediaAsset;

  @Field(() => ID, { description: "Identifier of the photograph (an uploadMedia id)." })
  @Column({ type: "int" })
  imageId: number;

  /** Issue 45: the edition's size (1–500); null: an open edition. Never raised once set. */
  @Column({ type: "int", nullable: true })
  editionSize: number | null;

  /** Artist's proofs of the edition (0–5), never sold. */
  @Column({ type: "int", default: 0 })
  artistProofs: number;

  /** Closed early: no more sales, whatever is left. */
  @Column({ type: "boolean", default: false })
  editionClosed: boolean;

  /** Units sold (each holding a number), and units reserved by orders awaiting payment; both kept by conditional updates. */
  @Column({ type: "int", default: 0 })
  editionSold: number;

  @Column({ type: "int", default: 0 })
  editionReserved: number;

  /** The paper it is printed on, e.g. 'Hahnemühle Photo Rag 308 gsm', named on its certificates; null: not given. */
  @Field(() => String, { nullable: true, description: "The paper it is printed on (at most 80 characters), named on its certificates; null: not given." })
  @Column({ type: "varchar", length: 80, nullable: true })
  paper: string | null;

  /** Issue 46: words search finds the print by besides its texts (a scientific name, another common name, a Tamil name); NULL in rows older than the column reads as none. */
  @Field(() => [String], {
    description: "Words search finds the print by besides its texts (a scientific name, another common name, a Tamil name): at most 20, each 1–60 characters.",
  })
  @Column({ type: "simple-json", nullable: true, transformer: { from: (v: string[] | null) => v ?? [], to: (v: string[] | null | undefined) => v } })
  searchKeywords: string[];

  @Field(() => Edition, { nullable: true, description: "The limited edition the print is sold in; null for an open edition." })
  get edition(): Edition | null {
    return editionOf(this);
  }

  @Field(() => [FramePrice], { description: "The frames it is sold in with their prices, in frame-size order; the first is the default." })
  @OneToMany(() => FramePrice, (f) => f.item)
  frames: FramePrice[];

  @Field(() => Date, { description: "When the print was added." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;

  @UpdateDateColumn({ type: "datetime" })
  updatedAt: Date;
}

/** One frame size of one print with its price in paise (the cart's and REST's frameId). */
@ObjectType({ description: "One frame size of one print, with its price." })
@Entity({ name: "frame_prices" })
@Index(["itemId", "frameSizeId"], { unique: true })
export class FramePrice {
  @Field(() => ID, { description: "Identifier (the cart's frameId)." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @ManyToOne(() => PortfolioItem, (i) => i.frames, { onDelete: "CASCADE", nullable: false })
  @JoinColumn({ name: "itemId" })
  item: PortfolioItem;

  @Column({ type: "int" })
  itemId: number;

  @ManyToOne(() => FrameSize, { onDelete: "RESTRICT", nullable: false })
  @JoinColumn({ name: "frameSizeId" })
  frameSize: FrameSize;

  @Field(() => ID, { description: "The frame size." })
  @Column({ type: "int" })
  frameSizeId: number;

  @Field(() => Int, { description: "Price in paise." })
  @Column({ type: "int" })
  pricePaise: number;

  @Field(() => String, { description: "Print size of the frame, e.g. '12x18'." })
  get size(): string {
    return this.frameSize?.size ?? "";
  }

  @Field(() => String, { description: "Frame name, e.g. 'Classic Black'." })
  get name(): string {
    return this.frameSize?.name ?? "";
  }

  @Field(() => Int, {
    nullable: true,
    description: "Outer width of the frame in centimetres, for the size as written (see FrameSize.widthCm); null when never measured.",
  })
  get widthCm(): number | null {
    return this.frameSize?.widthCm ?? null;
  }

  @Field(() => Int, {
    nullable: true,
    description: "Outer height of the frame in centimetres, for the size as written (see FrameSize.heightCm); null when never measured.",
  })
  get heightCm(): number | null {
    return this.frameSize?.heightCm ?? null;
  }
}
