import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "Canopy — Commercial indoor-growing equipment" }];

export default function Home() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold text-brand-800">HIGH-QUALITY SOLUTIONS</h1>
    </main>
  );
}
