/**
 * The live preview of the Add Item form (spec admin §2 "Add Item tab"): the print as the shop's card
 * shows it (storefront ShopCard): image, title, 'from' and the first frame's price, up to three
 * frame-size badges and '+N' for the rest, with the description under it.
 */
import { Box, Button, Card, CardContent, Typography } from "@mui/material";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCartOutlined";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import { formatPaise } from "@shop/money";

const MAX_BADGES = 3;

export interface PreviewFrame {
  id: string;
  size: string;
  name: string;
  /** null while the price is blank or not a valid amount. */
  pricePaise: number | null;
}

export function PortfolioPreview({
  imageUrl,
  title,
  description,
  frames,
}: {
  imageUrl: string | null;
  title: string;
  description: string;
  frames: PreviewFrame[];
}) {
  const first = frames[0];
  const shown = frames.slice(0, MAX_BADGES);
  const rest = frames.length - shown.length;
  return (
    <Box component="section" aria-label="Preview">
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ display: "block", mb: 0.5 }}>
        Preview in the shop
      </Typography>
      <Card sx={{ borderRadius: 4, overflow: "hidden" }} data-testid="portfolio-preview">
        <Box sx={{ aspectRatio: "4 / 3", bgcolor: "#efebe2", display: "grid", placeItems: "center" }}>
          {imageUrl ? (
            <Box
              component="img"
              src={imageUrl}
              alt={title || "Preview of the chosen image"}
              sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
            />
          ) : (
            <Box sx={{ textAlign: "center", color: "text.secondary" }}>
              <ImageIcon sx={{ fontSize: 40 }} />
              <Typography variant="caption" component="p">
                The photograph appears here
              </Typography>
            </Box>
          )}
        </Box>
        <CardContent sx={{ p: 2.5 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.3, color: title ? "text.primary" : "text.disabled" }}>
            {title || "Title of the print"}
          </Typography>
          {first ? (
            <Typography component="p" sx={{ mt: 0.5, fontSize: 18, fontWeight: 600, color: "primary.main", fontVariantNumeric: "tabular-nums" }}>
              {frames.length > 1 && (
                <Box component="span" sx={{ mr: 0.5, fontSize: 14, fontWeight: 400, color: "text.secondary" }}>
                  from
                </Box>
              )}
              {first.pricePaise != null ? formatPaise(first.pricePaise) : "₹—"}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Currently unavailable (tick a frame size)
            </Typography>
          )}
          {description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1, display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }}
            >
              {description}
            </Typography>
          )}
          {shown.length > 0 && (
            <Box component="ul" aria-label="Frame sizes" sx={{ listStyle: "none", p: 0, m: 0, mt: 1.5, display: "flex", gap: 1, flexWrap: "wrap" }}>
              {shown.map((frame) => (
                <Box
                  component="li"
                  key={frame.id}
                  title={`${frame.size} (${frame.name})`}
                  sx={{
                    border: 1,
                    borderColor: "rgba(43,43,43,0.15)",
                    borderRadius: 999,
                    px: 1.25,
                    py: 0.5,
                    fontSize: 12,
                    fontWeight: 500,
                    color: "text.secondary",
                  }}
                >
                  {frame.size}
                </Box>
              ))}
              {rest > 0 && (
                <Box
                  component="li"
                  sx={{ bgcolor: "rgba(224,122,31,0.15)", borderRadius: 999, px: 1.25, py: 0.5, fontSize: 12, fontWeight: 600, color: "secondary.dark" }}
                >
                  +{rest}
                </Box>
              )}
            </Box>
          )}
          <Button variant="contained" fullWidth disabled tabIndex={-1} startIcon={<ShoppingCartIcon />} sx={{ mt: 2.5 }} aria-hidden>
            Add to Cart
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
