// Placeholder until its feature lands; replaced by the owning work.
export default function Cart() {
  return <main className="p-8">cart</main>;
}
