/** The detail pages of issue 25 (a print, a gallery group, a workshop) from the demo content, at the addresses the server gives them. */
import { inject } from "vitest";
import { graphql } from "./api.js";
import { baseUrl } from "./server.js";

export interface DetailPage {
  kind: "print" | "gallery group" | "workshop";
  /** The page's own address (`/shop/{id}/{slug}`), as the server's 301 from `/shop/{id}` names it. */
  path: string;
  title: string;
}

/** The address `/shop/{id}` (and the like) answers 301 to. */
async function ownAddress(path: string): Promise<string> {
  const res = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  const location = res.headers.get("location");
  if (res.status !== 301 || !location) throw new Error(`${path} answered ${res.status}, not a 301`);
  return location;
}

/** The first print, the first gallery group and the first workshop open for joining (one is added when there is none). */
export async function detailPages(): Promise<DetailPage[]> {
  const { data } = await graphql(`
    {
      shopItems(limit: 1) {
        items {
          id
          title
        }
      }
      galleryPage(limit: 1) {
        items {
          id
          title
        }
      }
      workshops {
        id
        title
        isFull
        isPast
      }
    }
  `);
  // One still open for joining: another test file may have filled a trip, or moved its date past.
  let workshop: { id: string; title: string } | undefined = (data.workshops as { id: string; title: string; isFull: boolean; isPast: boolean }[]).find(
    (w) => !w.isFull && !w.isPast,
  );
  if (!workshop) {
    const admin = inject("admin");
    const login = await graphql(
      `
        mutation ($u: String!, $p: String!) {
          login(username: $u, password: $p) {
            token
          }
        }
      `,
      { u: admin.username, p: admin.password },
    );
    workshop = (
      await graphql(
        `
          mutation {
            createWorkshop(title: "Kingfishers of Adyar Estuary", description: "A morning on the estuary.", destination: "Adyar", maxParticipants: 8) {
              id
              title
            }
          }
        `,
        {},
        login.data.login.token,
      )
    ).data.createWorkshop as { id: string; title: string };
  }
  const print = data.shopItems.items[0] as { id: string; title: string };
  const group = data.galleryPage.items[0] as { id: string; title: string };
  return [
    { kind: "print", path: await ownAddress(`/shop/${print.id}`), title: print.title },
    { kind: "gallery group", path: await ownAddress(`/gallery/${group.id}`), title: group.title },
    { kind: "workshop", path: await ownAddress(`/workshops/${workshop.id}`), title: workshop.title },
  ];
}
