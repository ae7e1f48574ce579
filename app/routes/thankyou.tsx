// Placeholder until its feature lands; replaced by the owning work.
export default function Thankyou() {
  return <main className="p-8">thankyou</main>;
}
