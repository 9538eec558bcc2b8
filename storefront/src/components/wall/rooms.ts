// The rooms of "View on a wall", drawn by us face-on in centimetres (rooms/*.svg): a light living
// room with a 200 cm three-seat sofa, a dark study with a 120 cm desk, a sage bedroom with a 160 cm
// bed. Their measures and pictures come from the drawings (vite.config.ts, wallRooms).
import bedroom from "./rooms/bedroom.svg?room";
import living from "./rooms/living.svg?room";
import study from "./rooms/study.svg?room";
import type { Room } from "./geometry";

export const ROOMS: Room[] = [
  { id: "living", name: "Living room", dark: false, ...living },
  { id: "study", name: "Study", dark: true, ...study },
  { id: "bedroom", name: "Bedroom", dark: false, ...bedroom },
];
