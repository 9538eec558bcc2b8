// The card payment provider's checkout (spec §7, DESIGN.md "Payments"). The server says which
// script to load (Razorpay's checkout.js, or the simulated one); both define window.Razorpay.
// The script is injected once; the promise is cached (and dropped on failure, to retry).

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
  theme?: { color?: string };
}

export interface RazorpayInstance {
  open: () => void;
  on: (event: "payment.failed", callback: (response: RazorpayFailure) => void) => void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const scripts = new Map<string, Promise<RazorpayConstructor>>();

export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  let promise = scripts.get(src);
  if (!promise) {
    promise = new Promise<RazorpayConstructor>((resolve, reject) => {
      if (window.Razorpay) {
        resolve(window.Razorpay);
        return;
      }
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error("The payment script did not load")));
      script.onerror = () => {
        script.remove();
        reject(new Error("The payment script did not load"));
      };
      document.head.appendChild(script);
    });
    promise.catch(() => scripts.delete(src));
    scripts.set(src, promise);
  }
  return promise;
}
