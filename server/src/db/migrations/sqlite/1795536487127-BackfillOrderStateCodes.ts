import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Written by hand (data, not schema), frozen as it ran: orders placed before the place of supply
 * was recorded get their state's GST code where their state is one of the 36 names (any letter
 * case, spaces around trimmed), and the name as the list spells it. Others keep an empty code.
 */
const STATES: [string, string][] = [
  ["01", "Jammu and Kashmir"], ["02", "Himachal Pradesh"], ["03", "Punjab"], ["04", "Chandigarh"], ["05", "Uttarakhand"],
  ["06", "Haryana"], ["07", "Delhi"], ["08", "Rajasthan"], ["09", "Uttar Pradesh"], ["10", "Bihar"], ["11", "Sikkim"],
  ["12", "Arunachal Pradesh"], ["13", "Nagaland"], ["14", "Manipur"], ["15", "Mizoram"], ["16", "Tripura"], ["17", "Meghalaya"],
  ["18", "Assam"], ["19", "West Bengal"], ["20", "Jharkhand"], ["21", "Odisha"], ["22", "Chhattisgarh"], ["23", "Madhya Pradesh"],
  ["24", "Gujarat"], ["26", "Dadra and Nagar Haveli and Daman and Diu"], ["27", "Maharashtra"], ["29", "Karnataka"], ["30", "Goa"],
  ["31", "Lakshadweep"], ["32", "Kerala"], ["33", "Tamil Nadu"], ["34", "Puducherry"], ["35", "Andaman and Nicobar Islands"],
  ["36", "Telangana"], ["37", "Andhra Pradesh"], ["38", "Ladakh"],
];

export class BackfillOrderStateCodes1795536487127 implements MigrationInterface {
  name = "BackfillOrderStateCodes1795536487127";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [code, name] of STATES)
      await queryRunner.query(`UPDATE orders SET stateCode = ?, state = ? WHERE stateCode = '' AND LOWER(TRIM(state)) = ?`, [code, name, name.toLowerCase()]);
  }

  async down(): Promise<void> {
    // The codes go with the column (OrderStateCode's down); the names stay as the list spells them.
  }
}
