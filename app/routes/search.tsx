// Placeholder until its feature lands; replaced by the owning work.
export default function Search() {
  return <main className="p-8">search</main>;
}
