export interface PartProps {
  companyId: string;
  canSetUp: boolean;
  onNotice(message: string | null): void;
}
