// Joining a workshop (spec §5 "Workshop join"); the page's list is asked again so the seats left
// on the cards are the server's after every join or refusal.
import { useMutation } from "@apollo/client/react";
import { graphql } from "../gql";

export const JoinWorkshopMutation = graphql(`
  mutation JoinWorkshop($workshopId: ID!, $fullName: String!, $phone: String!, $address: String!, $numberOfPeople: Int!, $email: String) {
    joinWorkshop(workshopId: $workshopId, fullName: $fullName, phone: $phone, address: $address, numberOfPeople: $numberOfPeople, email: $email) {
      id
      seatsLeft
      message
    }
  }
`);

export function useJoinWorkshopMutation() {
  return useMutation(JoinWorkshopMutation, { refetchQueries: ["WorkshopsPage"] });
}
