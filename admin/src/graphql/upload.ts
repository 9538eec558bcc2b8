/**
 * File upload by the GraphQL multipart request spec
 * (https://github.com/jaydenseric/graphql-multipart-request-spec): fields `operations`, `map`, then
 * the file. XMLHttpRequest rather than fetch, because only XHR reports upload progress.
 */
import { authHeaders, GRAPHQL_URL, GraphQLRequestError, readGraphQLResponse, type GraphQLResponse } from "./request";
import { UPLOAD_MEDIA } from "./operations";
import type { UploadMediaMutation } from "../gql/graphql";

/** Uploads one image; `onProgress` gets 0..1 as the bytes leave the browser. Resolves to the MediaAsset id. */
export function uploadMedia(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: UPLOAD_MEDIA.toString(), variables: { file: null } }));
  form.append("map", JSON.stringify({ "0": ["variables.file"] }));
  form.append("0", file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", GRAPHQL_URL);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    // Apollo Server refuses multipart requests as CSRF unless this header is present.
    xhr.setRequestHeader("apollo-require-preflight", "true");
    xhr.setRequestHeader("Accept", "application/graphql-response+json, application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        const data = readGraphQLResponse<UploadMediaMutation>(xhr.response as GraphQLResponse<UploadMediaMutation> | null, xhr.status);
        onProgress?.(1);
        resolve(data.uploadMedia.id);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.onerror = () => reject(new GraphQLRequestError("Cannot reach the server. Check your connection and try again.", "NETWORK_ERROR", 0));
    xhr.onabort = () => reject(new GraphQLRequestError("Upload cancelled", "ABORTED", 0));
    xhr.send(form);
  });
}
