// Placeholder until its feature lands; replaced by the owning work.
export default function Checkout() {
  return <main className="p-8">checkout</main>;
}
