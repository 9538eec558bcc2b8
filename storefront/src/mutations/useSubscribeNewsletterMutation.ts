// Newsletter signup (spec §5 "Newsletter"; the error mapping is the newsletter block's, §8).
import { useMutation } from "@apollo/client/react";
import { graphql } from "../gql";

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!, $firstName: String, $lastName: String, $language: String) {
    subscribeNewsletter(email: $email, firstName: $firstName, lastName: $lastName, language: $language) {
      status
      message
    }
  }
`);

export function useSubscribeNewsletterMutation() {
  return useMutation(SubscribeNewsletterMutation);
}
