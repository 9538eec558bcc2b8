/** GraphQL for media: the upload mutation and the derived fields of an image (URLs, srcset, EXIF line). */
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import { AppError } from "../core/errors.js";
import { ImageVariant, MediaAsset } from "./media-asset.entity.js";
import { exifSummaryOf, srcsetOf, urlOf, variantsOf } from "./media.service.js";
import type { MediaFloor } from "./services.js";
import { EDITORS } from "../core/roles.js";

@Resolver(() => MediaAsset)
export class MediaResolver {
  @Authorized("catalogue:write", "content:write", ...EDITORS)
  @Mutation(() => MediaAsset, { description: "Admin: upload one image (multipart request). Identical files are stored once." })
  async uploadMedia(@Arg("file", () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: RequestContext<MediaFloor>): Promise<MediaAsset> {
    const upload = await file;
    const buffer = await readUpload(upload, ctx.services.media.maxUploadBytes, () => ctx.services.media.tooLarge());
    return ctx.services.media.ingest({ buffer, originalName: upload.filename });
  }

  @FieldResolver(() => String, { description: "Relative URL of the largest variant, e.g. /media/<hash>/1280.webp." })
  url(@Root() asset: MediaAsset): string {
    return urlOf(asset);
  }

  @FieldResolver(() => [ImageVariant], { description: "Every generated WebP size, ascending." })
  variants(@Root() asset: MediaAsset): ImageVariant[] {
    return variantsOf(asset);
  }

  @FieldResolver(() => String, { description: "The variants as an <img srcset> value." })
  srcset(@Root() asset: MediaAsset): string {
    return srcsetOf(asset);
  }

  @FieldResolver(() => String, { nullable: true, description: "Camera, lens and settings in one line, or null without EXIF." })
  exifSummary(@Root() asset: MediaAsset): string | null {
    return exifSummaryOf(asset);
  }
}

async function readUpload(upload: FileUpload, limit: number, tooLarge: () => AppError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of upload.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > limit) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // graphql-upload ends the stream with a 413 error once maxFileSize is passed.
    if ((err as { status?: number }).status === 413) throw tooLarge();
    throw err;
  }
  return Buffer.concat(chunks);
}
