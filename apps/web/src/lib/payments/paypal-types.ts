/** The PayPal JS SDK's Buttons surface as we use it: the real SDK and the sandbox stand-in both answer it. */

/** What PayPal hands onApprove (payerID may be missing for some funding sources). */
export type PaypalApproveData = { orderID: string; payerID?: string | null };

/** The Buttons callbacks we use; the real SDK passes more arguments, which we ignore. */
export type PaypalButtonsOptions = {
  /** Resolves PayPal's order id; a rejection makes PayPal call onError. */
  createOrder: () => Promise<string>;
  /** A rejection makes PayPal call onError. */
  onApprove: (data: PaypalApproveData) => Promise<void>;
  onCancel?: (data: { orderID: string }) => void;
  onError?: (error: unknown) => void;
};

export type PaypalButtons = {
  render(container: HTMLElement | string): Promise<void>;
  close?(): Promise<void>;
};

export type PaypalNamespace = { Buttons(options: PaypalButtonsOptions): PaypalButtons };

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}
