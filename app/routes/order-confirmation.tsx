// Placeholder until its feature lands; replaced by the owning work.
export default function OrderConfirmation() {
  return <main className="p-8">order-confirmation</main>;
}
