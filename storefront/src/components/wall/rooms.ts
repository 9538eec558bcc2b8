// The rooms of "View on a wall", drawn by us face-on in centimetres (rooms/*.svg): a light living
// room with a 200 cm three-seat sofa, a dark study with a 120 cm desk, a sage bedroom with a 160 cm
// bed. Their measures and pictures come from the drawings (vite.config.ts, wallRooms).
import bedroom from "./rooms/bedroom.svg?room";
import living from "./rooms/living.svg?room";
import study from "./rooms/study.svg?room";
import type { Room } from "./geometry";

export const ROOMS: Room[] = [
  // `name`: the catalogue's key of the room's name (i18n/en.json, ta.json).
  { id: "living", name: "wall.room.living", dark: false, ...living },
  { id: "study", name: "wall.room.study", dark: true, ...study },
  { id: "bedroom", name: "wall.room.bedroom", dark: false, ...bedroom },
];
