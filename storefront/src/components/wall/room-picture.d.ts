// `import room from "./rooms/x.svg?room"`: a room's measures and picture (storefront/vite.config.ts, wallRooms).
declare module "*.svg?room" {
  const room: import("./geometry").RoomPicture;
  export default room;
}
