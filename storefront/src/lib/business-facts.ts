// The business's facts and photo credits that structured data names (lib/structured-data.ts), read
// on the server only: the browser never asks for them (they draw nothing), so no client round trip.
import { useQuery } from "@apollo/client/react";
import { useContext } from "react";
import { graphql } from "../gql";
import { HeadContext } from "./page-title";

const BusinessFactsQuery = graphql(`
  query BusinessFacts {
    businessSettings {
      name
      legalName
      address
      city
      email
      phone
      instagramUrl
      facebookUrl
      copyrightHolder
      creator
      creditLine
    }
  }
`);

/** The settings structured data needs, during a server render; undefined in the browser. */
export function useBusinessFacts() {
  const onServer = useContext(HeadContext) !== null;
  return useQuery(BusinessFactsQuery, { skip: !onServer }).data?.businessSettings;
}
