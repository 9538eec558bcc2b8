/** Demo posts for a fresh site (SEED_DEMO), illustrated with the demo gallery's photographs. */
import type { BlogFloor } from "./services.js";

const POSTS: { title: string; photo: string; excerpt: string; tags: string[]; content: string; comments: [string, string][] }[] = [
  {
    title: "Packing for a Week in the Western Ghats",
    photo: "Crested Serpent Eagle",
    excerpt: "Rain covers, a light tripod and far fewer lenses than you think: what went into the bag for a week of forest birding, and what stayed home.",
    tags: ["Gear", "Western Ghats"],
    content:
      "<p>Forest birding is a different game from the open wetlands around Chennai. Light is scarce, the birds are high in the canopy, and it rains when it wants to.</p><h2>What went in</h2><ul><li>One long lens and a <strong>rain cover</strong></li><li>A monopod instead of a tripod</li><li>Two batteries more than seemed sensible</li></ul><h2>What stayed home</h2><p>The wide-angle lens. In five days it would have been used once.</p><blockquote><p>Carry less, walk further, wait longer.</p></blockquote>",
    comments: [],
  },
  {
    title: "A Kingfisher's Dive, Frame by Frame",
    photo: "White-throated Kingfisher at Dawn",
    excerpt:
      "Stopping a white-throated kingfisher mid-dive takes a fast shutter, a patient morning at Pallikaranai and a little luck. Here is how the photograph in the shop was made.",
    tags: ["Kingfishers", "Technique", "Pallikaranai"],
    content:
      '<p>The kingfisher used the same perch every morning, about six metres from the water\'s edge. That habit is the whole secret of the photograph.</p><h2>Settings</h2><ol><li>Shutter at <strong>1/3200 s</strong> or faster</li><li>Continuous autofocus on a single point</li><li>Burst mode, started the moment the head drops</li></ol><p>Out of four hundred frames, three were sharp. One of them is now a <a href="/shop">framed print</a>.</p>',
    comments: [["Priya S.", "Such patience! How long did you wait that morning?"]],
  },
  {
    title: "Dawn with the Flamingos of Pulicat",
    photo: "Greater Flamingos at Pulicat",
    excerpt:
      "Thousands of greater flamingos wade in pink lines across the shallows of Pulicat Lake. How we planned the morning, where we stood, and what we would do differently next time.",
    tags: ["Flamingos", "Pulicat", "Wetlands"],
    content:
      "<p>We reached the lake at 5:40, forty minutes before sunrise. The flamingos were already feeding, <em>in long pink lines</em> across the shallows.</p><h2>Where to stand</h2><p>Keep the sun behind you and the birds between you and the water's reflection. Stay low: a photograph from knee height puts you among the birds rather than above them.</p><h2>Next time</h2><ul><li>Arrive earlier still</li><li>Bring waders</li><li>Leave the car further away: the birds notice</li></ul>",
    comments: [
      ["Meena Iyer", "What a sight! Which month was this?"],
      ["Ravi K.", "February is the best month, in my experience. Lovely post."],
    ],
  },
];

export async function seedDemoBlog(services: BlogFloor): Promise<number> {
  const gallery = await services.gallery.listPublic();
  for (const post of POSTS) {
    const imageId = gallery.find((g) => g.title === post.photo)?.images[0]?.image.id ?? null;
    const created = await services.blog.create({ title: post.title, excerpt: post.excerpt, content: post.content, tags: post.tags, imageId });
    for (const [name, comment] of post.comments) await services.blog.addComment(created.id, { name, email: "reader@example.in", comment }, "seed");
  }
  return POSTS.length;
}
