import { loadLessonPath, LessonRunner } from './src/index.ts';
import { placeNames } from './src/core/lessons/places.ts';
for (const g of ['last-spike','wild-west-express']) {
  const path = await loadLessonPath(g);
  const r = LessonRunner.start(path, path.lessons[0].id, {});
  const v = r.session.view(r.seat) as any;
  console.log(g, Object.keys(v).map(k => `${k}:${Array.isArray(v[k])?'['+v[k].length+']':typeof v[k]}`).join(' '));
  console.log(placeNames(v).slice(0,15));
  for (const k of Object.keys(v)) if (typeof v[k]==='object' && v[k] && !Array.isArray(v[k])) console.log(k, Object.keys(v[k]).slice(0,12).join(','));
  console.log(JSON.stringify(v.players?.[0]).slice(0,400));
}
