export { default } from "../features/assessments/assessments-screen";
