/**
 * The step-up (issue 47): when a sensitive call (a refund, API keys, staff, payment settings, the
 * password) answers FORBIDDEN with the reason STEP_UP_REQUIRED, because the last second factor of this
 * session is older than 15 minutes, this dialog asks for it again (a code, a recovery code or a
 * passkey) and graphqlRequest sends the refused call once more. Calls refused together wait for the
 * one dialog.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Dialog, DialogContent, DialogContentText, DialogTitle, Button } from "@mui/material";
import { graphqlRequest, GraphQLRequestError, setStepUpHandler } from "../graphql/request";
import { MY_SECOND_FACTORS, PASSKEY_STEP_UP_OPTIONS, STEP_UP, VERIFY_PASSKEY_STEP_UP } from "./operations";
import { passkeyErrorMessage, signWithPasskey } from "./passkeys";
import { SecondFactorForm, type SecondFactorProof } from "./SecondFactorForm";

interface Ask {
  message: string;
  methods: string[];
  done: (proved: boolean) => void;
}

async function myMethods(): Promise<string[]> {
  try {
    const { me } = await graphqlRequest(MY_SECOND_FACTORS);
    const f = me?.twoFactor;
    if (!f) return ["totp", "recovery", "passkey"];
    return [...(f.totp ? ["totp"] : []), ...(f.recoveryCodesLeft > 0 || f.totp ? ["recovery"] : []), ...(f.passkeys.length ? ["passkey"] : [])];
  } catch {
    // Offer every way; the server says which one it took.
    return ["totp", "recovery", "passkey"];
  }
}

const failure = (error: unknown, fallback: string) =>
  error instanceof GraphQLRequestError && error.code && error.code !== "INTERNAL_SERVER_ERROR" ? error.message : fallback;

export function StepUpDialog() {
  const titleId = useId();
  const [ask, setAsk] = useState<Ask | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    setStepUpHandler((message) => {
      open.current ??= myMethods().then(
        (methods) =>
          new Promise<boolean>((resolve) =>
            setAsk({
              message,
              methods,
              done: (proved) => {
                open.current = null;
                setAsk(null);
                setError(null);
                resolve(proved);
              },
            }),
          ),
      );
      return open.current;
    });
    return () => setStepUpHandler(null);
  }, []);

  async function prove(proof: SecondFactorProof) {
    if (!ask) return;
    setBusy(true);
    setError(null);
    try {
      const { stepUp } = await graphqlRequest(STEP_UP, proof);
      if (stepUp !== true) throw new Error("not proved");
      ask.done(true);
    } catch (e) {
      setError(failure(e, "That code did not work. Try again."));
    } finally {
      setBusy(false);
    }
  }

  async function passkey() {
    if (!ask) return;
    setBusy(true);
    setError(null);
    try {
      const { passkeyStepUpOptions } = await graphqlRequest(PASSKEY_STEP_UP_OPTIONS);
      const response = await signWithPasskey(passkeyStepUpOptions);
      const { verifyPasskeyStepUp } = await graphqlRequest(VERIFY_PASSKEY_STEP_UP, { response });
      if (verifyPasskeyStepUp !== true) throw new Error("not proved");
      ask.done(true);
    } catch (e) {
      setError(e instanceof GraphQLRequestError ? failure(e, "The passkey was not accepted.") : passkeyErrorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const cancel = () => !busy && ask?.done(false);
  return (
    <Dialog open={ask !== null} onClose={cancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Confirm it is you</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>This action needs your second factor again. Nothing was done yet: it goes ahead once you confirm.</DialogContentText>
        {ask && (
          <SecondFactorForm
            methods={ask.methods}
            busy={busy}
            error={error}
            submitLabel="Confirm"
            onProof={(proof) => void prove(proof)}
            onPasskey={() => void passkey()}
            actions={
              <Button onClick={cancel} disabled={busy}>
                Cancel
              </Button>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
