// A visitor's comment on a post (spec §5 "Blog comment"). `website` is the honeypot.
import { useMutation } from "@apollo/client/react";
import { graphql } from "../gql";

export const AddBlogCommentMutation = graphql(`
  mutation AddBlogComment($postId: ID!, $name: String!, $email: String!, $comment: String!, $website: String) {
    addBlogComment(postId: $postId, name: $name, email: $email, comment: $comment, website: $website) {
      status
      message
    }
  }
`);

export function useAddBlogCommentMutation() {
  return useMutation(AddBlogCommentMutation);
}
