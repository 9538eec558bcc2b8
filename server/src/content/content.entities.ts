import { Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { MediaAsset } from "../media/media-asset.entity.js";

/** The corner of an image the watermark is drawn in (stored as media's `WatermarkPosition`). */
export enum WatermarkCorner {
  TOP_LEFT = "top-left",
  TOP_RIGHT = "top-right",
  BOTTOM_LEFT = "bottom-left",
  BOTTOM_RIGHT = "bottom-right",
}
registerEnumType(WatermarkCorner, { name: "WatermarkPosition", description: "A corner of an image, where the watermark is drawn." });

/** A slide of the home page's hero. */
@ObjectType({ description: "A slide of the home page's hero." })
@Entity({ name: "hero_slides" })
export class HeroSlide {
  @Field(() => ID, { description: "Identifier of the slide." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Headline over the image." })
  @Column({ type: "varchar", length: 160 })
  title: string;

  @Field(() => String, { nullable: true, description: "Headline in Tamil; null: the English one shows." })
  @Column({ type: "varchar", length: 160, nullable: true })
  titleTa: string | null;

  @Field(() => String, { description: "Line under the headline." })
  @Column({ type: "varchar", length: 300 })
  subtitle: string;

  @Field(() => String, { nullable: true, description: "Line under the headline in Tamil; null: the English one shows." })
  @Column({ type: "varchar", length: 300, nullable: true })
  subtitleTa: string | null;

  @Field(() => Int, { description: "Order of the slide, from 0." })
  @Column({ type: "int" })
  position: number;

  @Field(() => MediaAsset, { description: "The image." })
  @ManyToOne(() => MediaAsset, { onDelete: "RESTRICT", nullable: false })
  @JoinColumn({ name: "imageId" })
  image: MediaAsset;

  @Field(() => ID, { description: "Identifier of the image (an uploadMedia id)." })
  @Column({ type: "int" })
  imageId: number;

  @Field(() => Date, { description: "When the slide was added." })
  @CreateDateColumn({ type: "datetime" })
  createdAt: Date;
}

/** The photographer: a single record (id 1). */
@ObjectType({ description: "The photographer (one record)." })
@Entity({ name: "author_profile" })
export class Author {
  @PrimaryColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Name." })
  @Column({ type: "varchar", length: 120 })
  name: string;

  @Field(() => String, { description: "Title, e.g. 'Wildlife Photographer'." })
  @Column({ type: "varchar", length: 160 })
  title: string;

  @Field(() => String, { nullable: true, description: "Title in Tamil; null: the English one shows." })
  @Column({ type: "varchar", length: 160, nullable: true })
  titleTa: string | null;

  @Field(() => String, { description: "First paragraph of the biography." })
  @Column({ type: "text" })
  bio1: string;

  @Field(() => String, { nullable: true, description: "First paragraph of the biography in Tamil; null: the English one shows." })
  @Column({ type: "text", nullable: true })
  bio1Ta: string | null;

  @Field(() => String, { description: "Second paragraph of the biography." })
  @Column({ type: "text" })
  bio2: string;

  @Field(() => String, { nullable: true, description: "Second paragraph of the biography in Tamil; null: the English one shows." })
  @Column({ type: "text", nullable: true })
  bio2Ta: string | null;

  @Field(() => String, { description: "A quote." })
  @Column({ type: "varchar", length: 500 })
  quote: string;

  @Field(() => String, { nullable: true, description: "The quote in Tamil; null: the English one shows." })
  @Column({ type: "varchar", length: 500, nullable: true })
  quoteTa: string | null;

  @Field(() => String, { description: "Awards won, as the owner writes it." })
  @Column({ type: "varchar", length: 120 })
  awardsWon: string;

  @Field(() => String, { description: "Countries visited, as the owner writes it." })
  @Column({ type: "varchar", length: 120 })
  countriesVisited: string;

  @Field(() => MediaAsset, { nullable: true, description: "Profile image." })
  @ManyToOne(() => MediaAsset, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "imageId" })
  image: MediaAsset | null;

  @Column({ type: "int", nullable: true })
  imageId: number | null;

  @Field(() => Date, { nullable: true, description: "When it was last changed." })
  @UpdateDateColumn({ type: "datetime" })
  updatedAt: Date;
}

/** An Instagram post of the home page's strip (the owner uploads image and caption; no call to Instagram). */
@ObjectType({ description: "An Instagram post of the home page's strip." })
@Entity({ name: "instagram_posts" })
export class InstagramPost {
  @Field(() => ID, { description: "Identifier of the post." })
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Instagram's short code, or a generated one." })
  @Column({ type: "varchar", length: 40, unique: true })
  shortCode: string;

  @Field(() => String, { description: "The whole caption." })
  @Column({ type: "text" })
  caption: string;

  @Column({ type: "int", nullable: true })
  likesCount: number | null;

  @Column({ type: "int", nullable: true })
  commentsCount: number | null;

  @Field(() => String, { nullable: true, description: "Link to the post on Instagram." })
  @Column({ type: "varchar", length: 300, nullable: true })
  permalink: string | null;

  @Field(() => MediaAsset, { nullable: true, description: "The image, stored here." })
  @ManyToOne(() => MediaAsset, { onDelete: "RESTRICT", nullable: false })
  @JoinColumn({ name: "imageId" })
  image: MediaAsset;

  @Column({ type: "int" })
  imageId: number;

  @Field(() => Date, { description: "When it was posted." })
  @Column({ type: "datetime", precision: 3 })
  timestamp: Date;
}

/** The business's public facts: a single record (id 1). */
@ObjectType({ description: "The business's public facts (one record), shown in the footer, contact page and policies." })
@Entity({ name: "business_settings" })
export class BusinessSettings {
  @PrimaryColumn({ type: "int" })
  id: number;

  @Field(() => String, { description: "Trading name." }) @Column({ type: "varchar", length: 120 }) name: string;
  @Field(() => String, { description: "Legal name of the business." }) @Column({ type: "varchar", length: 160 }) legalName: string;
  @Field(() => String, { description: "Postal address." }) @Column({ type: "varchar", length: 300 }) address: string;
  @Field(() => String, { description: "City, e.g. 'Chennai, India'." }) @Column({ type: "varchar", length: 120 }) city: string;
  @Field(() => String, { nullable: true, description: "Postal address in Tamil; null: the English address shows on the Tamil pages." })
  @Column({ type: "varchar", length: 300, nullable: true })
  addressTa: string | null;
  @Field(() => String, { nullable: true, description: "City in Tamil, e.g. 'சென்னை, இந்தியா'; null: the English city shows on the Tamil pages." })
  @Column({ type: "varchar", length: 120, nullable: true })
  cityTa: string | null;
  @Field(() => String, { description: "Contact email." }) @Column({ type: "varchar", length: 254 }) email: string;
  @Field(() => String, { description: "Contact phone." }) @Column({ type: "varchar", length: 40 }) phone: string;
  @Field(() => String, { description: "Grievance officer (Consumer Protection (E-Commerce) Rules, 2020)." })
  @Column({ type: "varchar", length: 120 })
  grievanceOfficerName: string;
  @Field(() => String, { description: "Grievance officer's email." }) @Column({ type: "varchar", length: 254 }) grievanceOfficerEmail: string;
  @Field(() => String, { description: "Instagram profile URL." }) @Column({ type: "varchar", length: 300 }) instagramUrl: string;
  @Field(() => String, { description: "Instagram handle, e.g. '@chennaiwildlifeprints'." }) @Column({ type: "varchar", length: 80 }) instagramHandle: string;
  @Field(() => String, { description: "Facebook page URL." }) @Column({ type: "varchar", length: 300 }) facebookUrl: string;
  @Field(() => String, { description: "The footer's powered-by credit." }) @Column({ type: "varchar", length: 160 }) poweredBy: string;

  // Tax (CGST Rules, rule 46): what the invoices carry.
  @Field(() => String, {
    description: "GSTIN (15 characters); empty when the business is not registered for GST: its sales then get receipts, not tax invoices.",
  })
  @Column({ type: "varchar", length: 15, default: "" })
  gstin: string;

  @Field(() => String, {
    description:
      "Two-digit GST code of the business's state (33 = Tamil Nadu): a sale delivered there is intra-state (CGST + SGST), elsewhere inter-state (IGST).",
  })
  @Column({ type: "varchar", length: 2, default: "33" })
  stateCode: string;

  @Field(() => String, { description: "HSN code printed on invoice lines (4911: printed pictures and photographs)." })
  @Column({ type: "varchar", length: 8, default: "4911" })
  hsnCode: string;

  @Field(() => Float, { description: "GST rate of the prints, in percent: one of 0, 0.25, 3, 5, 12, 18, 28, 40. Catalogue prices include it." })
  @Column({ type: "double", default: 5 })
  gstRatePercent: number;

  @Field(() => String, { description: "Start of invoice and credit-note numbers (letters and digits, at most 5), e.g. WBP → WBP/26-27/0001." })
  @Column({ type: "varchar", length: 5, default: "WBP" })
  invoicePrefix: string;

  // The photographs' credits (issue 25: Google's image-licence fields, the licensing page). Stored
  // as the owner typed them, empty for "the default"; GraphQL answers the value in force
  // (content.service.ts `credits`), so each default follows what it defaults to.
  /** Who holds the copyright; empty: the legal name. */
  @Column({ type: "varchar", length: 160, default: "" })
  copyrightHolder: string;

  /** Who made the photographs; empty: the photographer's name. */
  @Column({ type: "varchar", length: 120, default: "" })
  creator: string;

  /** How a photograph is credited where it is used; empty: '{creator} / {name}'. */
  @Column({ type: "varchar", length: 200, default: "" })
  creditLine: string;

  /** The licensing page's text (paragraphs, a '# ' line a heading); null: the default text. */
  @Column({ type: "text", nullable: true })
  licensingText: string | null;

  /** The licensing page's text in Tamil (same form); null: the English text shows on the Tamil page. */
  @Field(() => String, { nullable: true, description: "The licensing page's text in Tamil (paragraphs, a '# ' line a heading); null: the English text shows." })
  @Column({ type: "text", nullable: true })
  licensingTextTa: string | null;

  // The rights every image variant carries (issue 29: XMP/EXIF, the watermark). A change of any of
  // them, or of what their defaults follow, re-encodes every image in the background.
  /** Where a photograph is licensed (the XMP web statement and licensor URL); empty: PUBLIC_URL/licensing. */
  @Column({ type: "varchar", length: 300, default: "" })
  licensingUrl: string;

  /** The watermark's text; empty: no watermark. */
  @Field(() => String, { description: "The watermark's text; empty: no watermark." })
  @Column({ type: "varchar", length: 80, default: "" })
  watermarkText: string;

  @Field(() => Float, { description: "The watermark's opacity, 0.1 to 0.6." })
  // A string: the MySQL driver writes a number default with toFixed(scale), and a double has no scale ("0").
  @Column({ type: "double", default: "0.35" })
  watermarkOpacity: number;

  @Field(() => WatermarkCorner, { description: "The corner the watermark is drawn in." })
  @Column({ type: "varchar", length: 12, default: "bottom-right" })
  watermarkPosition: WatermarkCorner;

  @Field(() => Int, { description: "The narrowest image variant that carries the watermark, in pixels (smaller ones stay clean)." })
  @Column({ type: "int", default: 960 })
  watermarkMinWidth: number;

  @Field(() => Int, { description: "The widest image variant served, in pixels: 1920 at most." })
  @Column({ type: "int", default: 1920 })
  maxVariantWidth: number;

  // Issue 45: the signature the certificates of authenticity carry.
  @Field(() => ID, { nullable: true, description: "The signature image the certificates of authenticity carry (an uploadMedia id); null: none." })
  @Column({ type: "int", nullable: true })
  signatureImageId: number | null;
}
