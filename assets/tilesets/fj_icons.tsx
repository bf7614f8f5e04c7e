<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="fj_icons" tilewidth="128" tileheight="128" tilecount="20" columns="5">
 <image source="fj_icons.png" width="640" height="512"/>
 <tile id="0">
  <properties>
   <property name="icon" value="pine"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="icon" value="bridge"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="icon" value="clapperboard"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="icon" value="horseshoe"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="icon" value="bee"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="icon" value="dice"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="icon" value="cactus"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="icon" value="mountain"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="icon" value="cowboy_hat"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="icon" value="star"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="icon" value="sunflower"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="icon" value="anchor"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="icon" value="pizza"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="icon" value="guitar"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="icon" value="peach"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="icon" value="trumpet"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="icon" value="palm"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="icon" value="capitol"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="icon" value="liberty"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="icon" value="lighthouse"/>
  </properties>
 </tile>
</tileset>
