// Checkout (spec §4 "Checkout flow"): the server checks the customer and the cart lines,
// computes the amount and creates the payment order the checkout script opens.
import { useMutation } from "@apollo/client/react";
import { graphql } from "../gql";

export const StartCheckoutMutation = graphql(`
  mutation StartCheckout($customer: CustomerInput!, $items: [CartLineInput!]!) {
    startCheckout(customer: $customer, items: $items) {
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
