// The storefront's route table. One file per route under routes/; every page is lazy-loaded so
// a visitor downloads only the code of the page they open. Paths that later issues build
// (/workshops) fall to the 404 until then.
//
// Declarative routes (<Routes>) rather than the data router: the pages fetch with Apollo, not
// loaders, and the data router's code alone would cost ~15 KB gzip of the 150 KB first-load budget.
import { lazy } from "react";
import { Route, Routes } from "react-router";
import { RootLayout } from "./routes/root";

const Home = lazy(() => import("./routes/home"));
const Gallery = lazy(() => import("./routes/gallery"));
const Shop = lazy(() => import("./routes/shop"));
const Blog = lazy(() => import("./routes/blog"));
const BlogPost = lazy(() => import("./routes/blog-post"));
const Cart = lazy(() => import("./routes/cart"));
const OrderAcknowledgment = lazy(() => import("./routes/order-acknowledgment"));
const OrderHistory = lazy(() => import("./routes/order-history"));
const MyOrders = lazy(() => import("./routes/orders"));
const Workshops = lazy(() => import("./routes/workshops"));
const Contact = lazy(() => import("./routes/contact"));
const Privacy = lazy(() => import("./routes/privacy"));
const Terms = lazy(() => import("./routes/terms"));
const Shipping = lazy(() => import("./routes/shipping"));
const Returns = lazy(() => import("./routes/returns"));
const NotFound = lazy(() => import("./routes/not-found"));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        <Route path="gallery" element={<Gallery />} />
        <Route path="shop" element={<Shop />} />
        <Route path="blog" element={<Blog />} />
        <Route path="blog/:id" element={<BlogPost />} />
        <Route path="cart" element={<Cart />} />
        <Route path="orders" element={<MyOrders />} />
        <Route path="order-history" element={<OrderHistory />} />
        <Route path="order-acknowledgment/:orderId" element={<OrderAcknowledgment />} />
        <Route path="workshops" element={<Workshops />} />
        <Route path="contact" element={<Contact />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="terms" element={<Terms />} />
        <Route path="shipping" element={<Shipping />} />
        <Route path="returns" element={<Returns />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
