/**
 * "Choose image": a real button that opens the file picker of a hidden file input beside it. (The
 * input inside a `component="label"` button nested one control in another, which screen readers
 * announce badly and axe reports as nested-interactive.) The input keeps its label, so a test or an
 * assistive tool can still set its files directly; it is out of the tab order, the button is in it.
 */
import { useRef, type ChangeEvent, type ReactNode, type RefObject } from "react";
import { Box, Button } from "@mui/material";
import AddPhotoAlternateIcon from "@mui/icons-material/AddPhotoAlternate";

const visuallyHidden = {
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  height: 1,
  overflow: "hidden",
  position: "absolute",
  whiteSpace: "nowrap",
  width: 1,
} as const;

interface Props {
  label: string;
  name?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The input, for a caller that resets it. */
  inputRef?: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}

export function ChooseFileButton({ label, name, multiple, disabled, inputRef, onChange, children }: Props) {
  const own = useRef<HTMLInputElement>(null);
  const input = inputRef ?? own;
  return (
    // Positioned, so the hidden input sits by its button: placed anywhere else, focusing it scrolled the page.
    <Box component="span" sx={{ position: "relative", display: "inline-flex" }}>
      <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        name={name}
        accept="image/*"
        multiple={multiple}
        aria-label={label}
        tabIndex={-1}
        onChange={onChange}
        disabled={disabled}
        style={visuallyHidden}
      />
    </Box>
  );
}
