// Checkout (spec §4 "Checkout flow"): the server checks the customer and the cart lines,
// computes the amount (with a discount code, when one is given) and creates the payment order the checkout script opens.
import { useMutation } from "@apollo/client/react";
import { graphql } from "../gql";

export const StartCheckoutMutation = graphql(`
  mutation StartCheckout($customer: CustomerInput!, $items: [CartLineInput!]!, $discountCode: String) {
    startCheckout(customer: $customer, items: $items, discountCode: $discountCode) {
      orderId
      amountPaise
      currency
      keyId
      bookingGroupId
      description
      businessName
    }
  }
`);

export function useStartCheckoutMutation() {
  return useMutation(StartCheckoutMutation);
}
