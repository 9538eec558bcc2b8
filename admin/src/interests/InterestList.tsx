/**
 * Interest submissions (spec admin §2 "Interest submissions panel"): a read-only table of the
 * enquiries visitors sent about gallery images. A load failure shows in a red box with Try Again.
 */
import { DataTable, DateField, EmailField, List, TextField, useListContext } from "react-admin";
import { Alert, Box, Button, Typography } from "@mui/material";
import { errorMessage } from "../graphql/request";

function LoadError() {
  const { error, refetch, isFetching } = useListContext();
  return (
    <Box sx={{ mt: 2 }}>
      <Alert
        severity="error"
        variant="outlined"
        sx={{ alignItems: "center" }}
        action={
          <Button color="error" variant="contained" size="small" onClick={() => refetch()} disabled={isFetching}>
            {isFetching ? "Trying..." : "Try Again"}
          </Button>
        }
      >
        Failed to fetch interest data: {errorMessage(error, error?.message || "unknown error")}
      </Alert>
    </Box>
  );
}

function NoSubmissions() {
  return (
    <Box sx={{ mt: 4, textAlign: "center", color: "text.secondary" }}>
      <Typography variant="h6" component="p">
        No interest submissions yet
      </Typography>
      <Typography variant="body2">Enquiries sent from the gallery appear here.</Typography>
    </Box>
  );
}

export const InterestList = () => (
  <List
    title="Interest submissions"
    sort={{ field: "submittedAt", order: "DESC" }}
    perPage={25}
    exporter={false}
    actions={false}
    error={<LoadError />}
    empty={<NoSubmissions />}
    // The red box replaces the default error toast.
    queryOptions={{ retry: false, onError: () => undefined }}
  >
    {/* Eight columns: at narrow laptop widths the table scrolls sideways inside its card. */}
    <Box sx={{ overflowX: "auto" }}>
      <DataTable bulkActionButtons={false} rowClick={false} size="small">
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="email" label="Email">
          <EmailField source="email" />
        </DataTable.Col>
        <DataTable.Col disableSort source="phone" label="Phone" sx={{ whiteSpace: "nowrap" }} />
        <DataTable.Col source="imageTitle" label="Image title" />
        <DataTable.Col disableSort source="categoryDisplayName" label="Category" />
        <DataTable.Col disableSort source="locationName" label="Location" />
        <DataTable.Col source="message" label="Message" disableSort sx={{ minWidth: 220, maxWidth: 320, whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
          <TextField source="message" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="submittedAt" label="Submitted" sx={{ whiteSpace: "nowrap" }}>
          <DateField source="submittedAt" showTime options={{ dateStyle: "medium", timeStyle: "short" }} />
        </DataTable.Col>
      </DataTable>
    </Box>
  </List>
);
