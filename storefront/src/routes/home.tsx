// Home (/): for now a small landing; the full home page (hero slideshow, photographer,
// Instagram strip, newsletter) is a later issue.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { business } from "../lib/business";

export default function HomeRoute() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full bg-kingfisher/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-48 -left-40 size-[30rem] rounded-full bg-forest/10 blur-3xl"
      />
      <div className="relative mx-auto flex min-h-[70dvh] max-w-4xl flex-col items-center justify-center px-4 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-[0.2em] text-forest uppercase">{business.name}</p>
        <h1 className="mt-5 text-4xl leading-[1.1] font-semibold text-ink sm:text-6xl">
          The birds of Chennai, <em className="font-medium text-forest italic">framed in light</em>
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">
          Kingfishers at Pallikaranai, flamingos at Pulicat, raptors over the Western Ghats — wildlife photographs
          printed and framed for your walls.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/gallery" className="btn btn-primary px-7 text-base">
            Browse Gallery
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
