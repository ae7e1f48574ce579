// Placeholder until its feature lands; replaced by the owning work.
export default function ShopByBrand() {
  return <main className="p-8">shop-by-brand</main>;
}
