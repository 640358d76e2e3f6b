export const dynamic = "force-static";

export default function BenchMinimalPage() {
  return <p>ok</p>;
}
