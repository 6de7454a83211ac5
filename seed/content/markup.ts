/** The demo content's authoring markup is the body markup editors use too (core/protocols/body-markup.ts). */
export { rich } from "@core/protocols/body-markup";
