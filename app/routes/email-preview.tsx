// Placeholder until its feature lands; replaced by the owning work.
export default function EmailPreview() {
  return <main className="p-8">email-preview</main>;
}
