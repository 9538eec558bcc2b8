// The contact page's message (spec §5 "Contact form").
import { useMutation } from "@apollo/client/react";
import { graphql } from "../gql";

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($name: String!, $email: String!, $subject: String!, $message: String!, $inquiryType: String) {
    sendContactMessage(name: $name, email: $email, subject: $subject, message: $message, inquiryType: $inquiryType) {
      status
      message
    }
  }
`);

export function useSendContactMessageMutation() {
  return useMutation(SendContactMessageMutation);
}
