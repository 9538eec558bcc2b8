// A print in one frame as a cart item (spec §3 "Cart item"), as the frame dialog and the wall view add it.
import type { ShopCard_ItemFragment } from "../../gql/graphql";
import type { CartItemInput } from "../../lib/cart";

export type ShopFrame = ShopCard_ItemFragment["frames"][number];

export function frameCartItem(item: ShopCard_ItemFragment, frame: ShopFrame): CartItemInput {
  return {
    id: `${item.id}-${frame.id}`,
    adId: item.id,
    categoryId: item.categoryId,
    title: item.title,
    image: item.image.url,
    // What checkout charges; during a sale the list price too, shown struck through in the cart.
    price: (frame.salePricePaise ?? frame.pricePaise) / 100,
    ...(frame.salePricePaise != null ? { listPrice: frame.pricePaise / 100 } : {}),
    size: frame.size,
    frameSize: frame.name,
    frameId: frame.id,
    quantity: 1,
  };
}
