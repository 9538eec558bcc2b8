/**
 * The certificates of authenticity in GraphQL (issue 45): `certificates` on the owner's `OrderLine`
 * and on the buyer's receipt lines (`OrderLineView`, so `confirmPayment` answers them), read in one
 * query for all the lines of one request; the owner's edition ledger, void and re-send. Billing adds
 * them to orders' types, as it adds the invoice links: orders' resolvers cannot reach billing.
 */
import DataLoader from "dataloader";
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../core/context.js";
import type { Certificate } from "../orders/certificate.entity.js";
import { OrderLine } from "../orders/order.entity.js";
import { OrderLineView } from "../orders/order.resolver.js";
import type { BillingFloor } from "./services.js";
import { FULFILMENT, MANAGERS } from "../core/roles.js";

@ObjectType("Certificate", { description: "The certificate of authenticity of one numbered print of a limited edition." })
export class CertificateView {
  @Field(() => Int, { description: "The print's number in its edition (7 in 'Edition 7 of 25')." }) number: number;
  @Field(() => String, { description: "The certificate's code (16 letters and digits, unguessable): PUBLIC_URL/verify/{code} checks it." }) code: string;
  @Field(() => String, { description: "Relative link to the certificate's PDF, signed: it opens for whoever holds it." }) url: string;
  @Field(() => Boolean, { description: "Cancelled by the owner (or with its order): its number went back to the edition." }) void: boolean;
  @Field(() => Int, { description: "The edition's size when the print was sold (25 in 'Edition 7 of 25')." }) editionSize: number;
}

@ObjectType({
  description:
    "One entry of an edition's ledger: a number (free, sold or void), or the prints an unpaid order holds (reserved, without a number: numbers are given only when an order is paid).",
})
export class EditionLedgerEntry {
  @Field(() => String, {
    description:
      "free: nobody holds the number; sold: a standing certificate holds it; void: its last certificate was cancelled and nobody holds it now (it can be sold again); reserved: prints an unpaid order holds, without a number.",
  })
  state: string;
  @Field(() => Int, { nullable: true, description: "The number (1 to the edition's size); null for a reservation." }) number: number | null;
  @Field(() => Int, { description: "Prints the entry stands for: 1 for a number, the order's prints for a reservation." }) units: number;
  @Field(() => String, { nullable: true, description: "The booking id of the order that holds (sold, reserved) or held (void) it; null when free." })
  bookingGroupId: string | null;
  @Field(() => String, { nullable: true, description: "That order's receipt id (order_…); null when free." }) orderId: string | null;
  @Field(() => Date, {
    nullable: true,
    description: "When the number was sold (sold), its certificate cancelled (void) or the order placed (reserved); null when free.",
  })
  date: Date | null;
  @Field(() => String, { nullable: true, description: "The certificate's code (sold, void); null otherwise." }) code: string | null;
  @Field(() => String, { nullable: true, description: "Why the certificate was cancelled (void); null otherwise." }) voidReason: string | null;
}

type CertificateLoader = DataLoader<number, Certificate[]>;
const loaders = new WeakMap<RequestContext<unknown>, CertificateLoader>();

/** The certificates of the lines of one request, read in one query however many lines it shows. */
function certificatesOf(ctx: RequestContext<BillingFloor>, lineId: number): Promise<Certificate[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      async (ids: readonly number[]) => {
        const byLine = await ctx.services.certificates.forLines(ids);
        return ids.map((id) => byLine.get(id) ?? []);
      },
      // A receipt answered after a move (confirmPayment) reads what the move numbered.
      { cache: false },
    );
    loaders.set(ctx, loader);
  }
  return loader.load(lineId);
}

function toView(c: Certificate, ctx: RequestContext<BillingFloor>): CertificateView {
  return { number: c.number, code: c.code, url: ctx.services.certificates.url(c.code), void: c.activeNumber === null, editionSize: c.editionSize };
}

@Resolver(() => OrderLine)
export class OrderLineCertificatesResolver {
  @FieldResolver(() => [CertificateView], {
    description: "The certificates of the line's numbered prints, by number (void ones too); empty for an open edition.",
  })
  async certificates(@Root() line: OrderLine, @Ctx() ctx: RequestContext<BillingFloor>): Promise<CertificateView[]> {
    return (await certificatesOf(ctx, line.id)).map((c) => toView(c, ctx));
  }
}

@Resolver(() => OrderLineView)
export class ReceiptLineCertificatesResolver {
  /** A lookup by mobile number (no documents) lists none, as it links no invoice. */
  @FieldResolver(() => [CertificateView], {
    description: "The certificates of the line's numbered prints, by number (void ones too); empty for an open edition and in a lookup by mobile number.",
  })
  async certificates(@Root() line: OrderLineView, @Ctx() ctx: RequestContext<BillingFloor>): Promise<CertificateView[]> {
    if (!line.documents) return [];
    return (await certificatesOf(ctx, line.lineKey)).map((c) => toView(c, ctx));
  }
}

@Resolver()
export class CertificateResolver {
  @Authorized("orders:write", ...FULFILMENT)
  @Query(() => [EditionLedgerEntry], {
    description:
      "Admin: a limited edition's ledger. Each number from 1 to the size once, in order (free, sold or void, with the order and the date), then each unpaid order's reservation (state reserved, number null, its prints in units). Empty for an open edition; NOT_FOUND for an unknown print.",
  })
  editionLedger(@Arg("portfolioItemId", () => ID) portfolioItemId: string, @Ctx() ctx: RequestContext<BillingFloor>): Promise<EditionLedgerEntry[]> {
    return ctx.services.certificates.ledger(portfolioItemId);
  }

  @Authorized("orders:write", ...MANAGERS)
  @Mutation(() => CertificateView, {
    description:
      "Admin: cancels a standing certificate (void): its number goes back to the edition and the verify page says it was cancelled. Once: a certificate already void is a CONFLICT; an unknown code NOT_FOUND; a reason outside 3–300 characters BAD_USER_INPUT.",
  })
  async voidCertificate(
    @Arg("code", () => String, { description: "The certificate's code." }) code: string,
    @Arg("reason", () => String, { description: "Why, 3 to 300 characters (kept in the ledger)." }) reason: string,
    @Ctx() ctx: RequestContext<BillingFloor>,
  ): Promise<CertificateView> {
    return toView(await ctx.services.certificates.void(code, reason), ctx);
  }

  @Authorized("orders:write", ...FULFILMENT)
  @Mutation(() => CertificateView, {
    description:
      "Admin: sends a standing certificate's PDF again to its buyer by mail, in the buyer's language. A void one is a CONFLICT; an unknown code NOT_FOUND.",
  })
  async resendCertificate(
    @Arg("code", () => String, { description: "The certificate's code." }) code: string,
    @Ctx() ctx: RequestContext<BillingFloor>,
  ): Promise<CertificateView> {
    return toView(await ctx.services.certificates.resend(code), ctx);
  }
}
