// Placeholder until its feature lands; replaced by the owning work.
export default function Contact() {
  return <main className="p-8">contact</main>;
}
