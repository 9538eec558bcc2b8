// The checkout script's success handler (spec §4): the server verifies the signature and
// confirms the booking.
import { useMutation } from "@apollo/client/react";
import { graphql } from "../gql";

export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {
    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {
      orderId
      status
      statusLabel
    }
  }
`);

export function useConfirmPaymentMutation() {
  return useMutation(ConfirmPaymentMutation);
}
