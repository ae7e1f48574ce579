import { Link } from "react-router";

/** 'Home': hero 'HIGH-QUALITY SOLUTIONS' with a 'Let's Grow Together' button to /contact. */
export function Hero() {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        className="absolute inset-0 opacity-40"
        style={{
          backgroundImage:
            "radial-gradient(circle at 85% 20%, rgba(249,210,124,0.55), transparent 45%), radial-gradient(circle at 10% 90%, rgba(63,143,85,0.9), transparent 50%)",
        }}
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-screen-2xl px-4 py-16 sm:py-20 lg:px-8 lg:py-24">
        <p className="text-sm font-bold tracking-[0.2em] text-brand-200 uppercase">
          Commercial growing supply
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          HIGH-QUALITY SOLUTIONS
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">
          Lighting, hydroponics, nutrients and facility equipment for more than 500 commercial growers — with
          volume pricing, fast quotes and a team that knows cultivation.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/contact"
            className="inline-flex h-12 items-center rounded-md bg-accent-500 px-6 text-base font-bold text-slate-950 hover:bg-amber-400"
          >
            Let's Grow Together
          </Link>
          <Link
            to="/products"
            className="inline-flex h-12 items-center rounded-md border-2 border-white/70 px-6 text-base font-bold text-white hover:bg-white/10"
          >
            Browse Products
          </Link>
        </div>
      </div>
    </section>
  );
}
