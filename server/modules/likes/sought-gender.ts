type Gender = 'male' | 'female';
type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';

/** The gender a member seeks by their own profile; undefined (anyone) when bi or not filled in. */
export function soughtGender({ gender, sexuality }: { gender: Gender | null; sexuality: Sexuality | null }) {
  if (!gender || !sexuality || sexuality === 'bi') return undefined;
  if (sexuality === 'hetero') return gender === 'male' ? 'female' : 'male';
  return gender;
}
