// Interest in a gallery item (spec §5 "Interest form").
import { useMutation } from "@apollo/client/react";
import { graphql } from "../gql";

export const SubmitInterestMutation = graphql(`
  mutation SubmitInterest($galleryItemId: ID!, $name: String!, $email: String!, $phone: String, $message: String) {
    submitInterest(galleryItemId: $galleryItemId, name: $name, email: $email, phone: $phone, message: $message)
  }
`);

export function useSubmitInterestMutation() {
  return useMutation(SubmitInterestMutation);
}
